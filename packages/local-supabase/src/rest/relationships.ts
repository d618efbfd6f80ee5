import { RestError, restError } from "./errors";
import {
  type ForeignKeyRelationship,
  isComputed,
  type QualifiedName,
  type Relationship,
} from "./relationship-types";
import type { SchemaCache } from "./schema-cache";

function singleColumn(rel: ForeignKeyRelationship, side: 0 | 1): string | undefined {
  if (rel.cardinality === "many-to-many" || rel.columns.length !== 1) return undefined;
  return rel.columns[0]![side];
}

function matchesConstraint(rel: ForeignKeyRelationship, name: string): boolean {
  return rel.cardinality !== "many-to-many" && rel.constraint === name;
}

/**
 * Whether `target`, with its `hint`, names this relationship, by PostgREST's rules. A key's name
 * or column alone names only the relationship to the table, not those to views showing it. A
 * function is named by its name alone: PostgREST ignores the hint.
 */
function matches(
  rel: Relationship,
  target: string,
  hint: string | undefined,
  toView: boolean,
): boolean {
  if (isComputed(rel)) return target === rel.function.name;
  const isSelf =
    rel.table.schema === rel.foreignTable.schema && rel.table.name === rel.foreignTable.name;
  if (isSelf && rel.cardinality !== "many-to-many") {
    // One key gives a self-reference two readings: children by the table's name, parent by the
    // key's column.
    if (hint === undefined) {
      return (
        (target === rel.foreignTable.name && rel.cardinality === "one-to-many") ||
        (target === singleColumn(rel, 0) && rel.cardinality === "many-to-one")
      );
    }
    return (
      target === rel.foreignTable.name &&
      rel.cardinality === "one-to-many" &&
      hint === singleColumn(rel, 1)
    );
  }
  if (hint === undefined) {
    return (
      target === rel.foreignTable.name ||
      (!toView && (matchesConstraint(rel, target) || target === singleColumn(rel, 0)))
    );
  }
  if (target !== rel.foreignTable.name) return false;
  if (rel.cardinality === "many-to-many") {
    return hint === rel.junction.name || rel.constraints.includes(hint);
  }
  return (
    matchesConstraint(rel, hint) || hint === singleColumn(rel, 0) || hint === singleColumn(rel, 1)
  );
}

/** A relationship in PGRST201's details; PostgREST gives a function's as an empty object. */
function describe(rel: Relationship): Record<string, string> {
  if (isComputed(rel)) return {};
  const list = (columns: string[]) => `(${columns.join(", ")})`;
  const embedding = `${rel.table.name} with ${rel.foreignTable.name}`;
  if (rel.cardinality === "many-to-many") {
    return {
      cardinality: rel.cardinality,
      embedding,
      relationship: `${rel.junction.name} using ${rel.constraints[0]}${list(rel.source.map(([c]) => c))} and ${rel.constraints[1]}${list(rel.target.map(([c]) => c))}`,
    };
  }
  return {
    cardinality: rel.cardinality,
    embedding,
    relationship: `${rel.constraint} using ${rel.table.name}${list(rel.columns.map(([c]) => c))} and ${rel.foreignTable.name}${list(rel.columns.map(([, c]) => c))}`,
  };
}

/** The one relationship an embedding names, or PostgREST's 400 (none) or 300 (several). */
export function findRelationship(
  cache: SchemaCache,
  origin: QualifiedName,
  target: string,
  hint: string | undefined,
): Relationship {
  const found = cache
    .relationshipsFrom(origin)
    .filter((rel) =>
      matches(
        rel,
        target,
        hint,
        cache.table(rel.foreignTable.schema, rel.foreignTable.name)?.isView ?? false,
      ),
    );
  if (found.length === 1) return found[0]!;
  if (found.length === 0) {
    throw restError(
      400,
      "PGRST200",
      `Could not find a relationship between '${origin.name}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin.name}' and '${target}'${hint === undefined ? "" : ` using the hint '${hint}'`} in the schema '${origin.schema}', but no matches were found.`,
    );
  }
  // PostgREST offers no hint for a function, but keeps its empty place in the list.
  const options = found
    .map((rel) =>
      isComputed(rel)
        ? ""
        : rel.cardinality === "many-to-many"
          ? `'${target}!${rel.junction.name}'`
          : `'${target}!${rel.constraint}'`,
    )
    .join(", ");
  throw new RestError(300, {
    code: "PGRST201",
    message: `Could not embed because more than one relationship was found for '${origin.name}' and '${target}'`,
    details: found.map(describe),
    hint: `Try changing '${target}' to one of the following: ${options}. Find the desired relationship in the 'details' key.`,
  });
}
