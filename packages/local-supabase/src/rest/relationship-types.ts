/** A table's, view's or function's name with its schema. */
export interface QualifiedName {
  schema: string;
  name: string;
}

export const sameName = (a: QualifiedName, b: QualifiedName) =>
  a.schema === b.schema && a.name === b.name;

/** A foreign key seen from one of its two tables, as PostgREST's schema cache lists them. */
export type ForeignKeyRelationship =
  | {
      cardinality: "many-to-one" | "one-to-many" | "one-to-one";
      constraint: string;
      table: QualifiedName;
      foreignTable: QualifiedName;
      /** Pairs of (column of `table`, column of `foreignTable`). */
      columns: [string, string][];
    }
  | {
      cardinality: "many-to-many";
      table: QualifiedName;
      foreignTable: QualifiedName;
      junction: QualifiedName;
      constraints: [string, string];
      /** Pairs of (junction column, `table` column) and (junction column, `foreignTable` column). */
      source: [string, string][];
      target: [string, string][];
    };

/**
 * PostgREST's computed relationship: a function of one table's (or view's) row that returns
 * another's rows, embedded like a foreign key under the function's name. A function that returns
 * one row (not SETOF, or SETOF with ROWS 1) reads as many-to-one, others as one-to-many: that is
 * all an embedding asks of a cardinality.
 */
export interface ComputedRelationship {
  cardinality: "many-to-one" | "one-to-many";
  function: QualifiedName;
  table: QualifiedName;
  foreignTable: QualifiedName;
}

/** What an embedding can follow: a foreign key, or a function of the origin's row. */
export type Relationship = ForeignKeyRelationship | ComputedRelationship;

export function isComputed(rel: Relationship): rel is ComputedRelationship {
  return "function" in rel;
}
