import initSqlJs from "sql.js";
import { compress, init } from "@bokuweb/zstd-wasm";
import { decompress } from "fzstd";
const SQL = await initSqlJs();
const db = new SQL.Database();
try {
  db.run("CREATE TABLE decks (id integer primary key not null, name text not null collate unicase)");
  console.log("create ok");
} catch (e) {
  console.log("create err", e.message);
}
db.run("CREATE TABLE d2 (id integer primary key, name text not null)");
db.run("INSERT INTO d2 VALUES (1, 'a')");
const bytes = db.export();
await init();
const c = compress(bytes, 3);
console.log(bytes.length, c.length, decompress(c).length);
