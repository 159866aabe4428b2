import type { KyselyPlugin, RootOperationNode } from "kysely";

/**
 * A Kysely plugin that makes one statement fail, as a full disk or a lost connection would:
 * `db.withPlugin(failOn(insertInto("questions"), new Error("the disk is full")))`. Tests use it
 * to break a write half-way through its transaction without hooks in the production code.
 */
export function failOn(when: (node: RootOperationNode) => boolean, error: Error): KyselyPlugin {
  return {
    transformQuery: ({ node }) => {
      if (when(node)) throw error;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

/** An insert into the table. */
export const insertInto =
  (table: string) =>
  (node: RootOperationNode): boolean =>
    node.kind === "InsertQueryNode" && node.into?.table.identifier.name === table;
