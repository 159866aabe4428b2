import { sql, type Kysely } from "kysely";

/**
 * Sign-up asks first and last name separately: better-auth keeps them on "user" (its
 * additional fields) and the profile trigger copies them, instead of splitting `name`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user").addColumn("firstName", "text").execute();
  await db.schema.alterTable("user").addColumn("lastName", "text").execute();
  await sql
    .raw(
      `create or replace function create_profile_for_user() returns trigger language plpgsql as $$
   begin
     insert into profiles (id, first_name, last_name)
     values (
       new.id,
       coalesce(nullif(btrim(new."firstName"), ''), nullif(split_part(btrim(new.name), ' ', 1), '')),
       coalesce(
         nullif(btrim(new."lastName"), ''),
         case when nullif(btrim(new."firstName"), '') is null
           then nullif(btrim(substr(btrim(new.name), length(split_part(btrim(new.name), ' ', 1)) + 1)), '')
         end
       )
     )
     on conflict (id) do nothing;
     return new;
   end
   $$`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create or replace function create_profile_for_user() returns trigger language plpgsql as $$
   begin
     insert into profiles (id, first_name, last_name)
     values (
       new.id,
       nullif(split_part(btrim(new.name), ' ', 1), ''),
       nullif(btrim(substr(btrim(new.name), length(split_part(btrim(new.name), ' ', 1)) + 1)), '')
     )
     on conflict (id) do nothing;
     return new;
   end
   $$`,
    )
    .execute(db);
  await db.schema.alterTable("user").dropColumn("lastName").execute();
  await db.schema.alterTable("user").dropColumn("firstName").execute();
}
