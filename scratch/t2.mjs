import initSqlJs from "sql.js";
const SQL = await initSqlJs();
const db = new SQL.Database();
db.run(`create table fields (ntid integer not null, ord integer not null, name text not null collate nocase, config blob not null, primary key (ntid, ord)) without rowid;
create unique index idx_fields_name_ntid on fields (name, ntid);
create table decks (id integer primary key not null, name text not null collate nocase, mtime_secs integer not null, usn integer not null, common blob not null, kind blob not null);
create unique index idx_decks_name on decks (name);
insert into fields values (1,0,'a',x'00');
insert into decks values (1,'a',0,0,x'',x'');
pragma writable_schema=on; update sqlite_master set sql = replace(sql, 'collate nocase', 'collate unicase') where sql like '%collate nocase%'; pragma writable_schema=off;`);
const bytes = db.export();
const db2 = new SQL.Database(bytes);
for (const q of [
  "select ntid, ord, name from fields order by ntid, ord",
  "select ntid, ord, name from fields",
  "select id, name, kind from decks",
  "select ntid, ord, name from fields where 1 order by ntid",
  "select * from sqlite_master",
]) {
  try {
    console.log(q, JSON.stringify(db2.exec(q)[0]?.values).slice(0, 200));
  } catch (e) {
    console.log(q, "ERR", e.message);
  }
}
