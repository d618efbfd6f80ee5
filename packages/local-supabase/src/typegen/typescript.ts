import type { Column, DatabaseModel, PgFunction, PgType, Relation } from "./introspect";

/** What hosted projects report to `supabase gen types`; supabase-js reads it for its typing. */
const POSTGREST_VERSION = "13.0.5";

const NUMBERS = new Set(["int2", "int4", "int8", "float4", "float8", "numeric", "oid"]);
const STRINGS = new Set([
  "bytea",
  "bpchar",
  "varchar",
  "date",
  "text",
  "citext",
  "time",
  "timetz",
  "timestamp",
  "timestamptz",
  "uuid",
  "vector",
  "interval",
  "inet",
  "cidr",
  "macaddr",
  "name",
  "char",
  "tsvector",
  "tsquery",
]);

const key = (name: string): string => JSON.stringify(name);

/** A type literal with one member a line, as the CLI writes them (and prettier keeps them). */
function block(members: string[]): string {
  return `{\n${members.length === 0 ? "[_ in never]: never" : members.join("\n")}\n}`;
}
const byName = <T extends { name: string }>(a: T, b: T): number => a.name.localeCompare(b.name);

/** The TypeScript for one Postgres type, pointing into `Database` where the type lives there. */
function tsType(model: DatabaseModel, oid: number): string {
  const type = model.types.get(oid);
  if (!type) return "unknown";
  const exposed = model.schemas.includes(type.schema);
  if (type.kind === "d") return tsType(model, type.baseOid);
  if (type.kind === "e") {
    if (exposed) return `Database[${key(type.schema)}]["Enums"][${key(type.name)}]`;
    return "string";
  }
  if (type.kind === "c") {
    const relation = model.relations.find((candidate) => candidate.oid === type.relationOid);
    if (relation && exposed) {
      const group = relation.kind === "v" || relation.kind === "m" ? "Views" : "Tables";
      return `Database[${key(type.schema)}][${key(group)}][${key(type.name)}]["Row"]`;
    }
    if (exposed) return `Database[${key(type.schema)}]["CompositeTypes"][${key(type.name)}]`;
    return "unknown";
  }
  if (type.name.startsWith("_") && type.elementOid !== 0) {
    const element = tsType(model, type.elementOid);
    return /^[\w.]+$|^Database\[.*\]$/.test(element) ? `${element}[]` : `(${element})[]`;
  }
  if (type.name === "bool") return "boolean";
  if (NUMBERS.has(type.name)) return "number";
  if (STRINGS.has(type.name)) return "string";
  if (type.name === "json" || type.name === "jsonb") return "Json";
  if (type.name === "void") return "undefined";
  if (type.name === "record") return "Record<string, unknown>";
  return "unknown";
}

function nullable(column: Column, text: string): string {
  return column.nullable ? `${text} | null` : text;
}

function rowFields(model: DatabaseModel, columns: Column[]): string[] {
  return [...columns]
    .sort(byName)
    .map((column) => `${key(column.name)}: ${nullable(column, tsType(model, column.typeOid))}`);
}

/**
 * postgres-meta adds to a table's or view's Row each function whose arguments read exactly as the
 * relation's name (`pg_get_function_arguments`: one unnamed parameter of its row type), a
 * computed field or relationship: its return type, unwrapped, or null.
 */
function computedFields(model: DatabaseModel, relation: Relation): string[] {
  return listedFunctions(model, relation.schema)
    .filter((fn) => fn.argumentTypes === relation.name)
    .map((fn) => {
      const returns = functionResult(model, fn);
      return `${key(fn.name)}: ${returns === "unknown" ? returns : `${returns} | null`}`;
    });
}

function tableBlock(model: DatabaseModel, table: Relation): string {
  const columns = [...table.columns].sort(byName);
  const insert = columns.map((column) => {
    if (column.neverWritten) return `${key(column.name)}?: never`;
    const optional = column.nullable || column.identity || column.hasDefault;
    return `${key(column.name)}${optional ? "?" : ""}: ${nullable(column, tsType(model, column.typeOid))}`;
  });
  const update = columns.map((column) =>
    column.neverWritten
      ? `${key(column.name)}?: never`
      : `${key(column.name)}?: ${nullable(column, tsType(model, column.typeOid))}`,
  );
  return `${key(table.name)}: ${block([
    `Row: ${block([...rowFields(model, columns), ...computedFields(model, table)])}`,
    `Insert: ${block(insert)}`,
    `Update: ${block(update)}`,
    `Relationships: ${relationships(model, table)}`,
  ])}`;
}

function viewBlock(model: DatabaseModel, view: Relation): string {
  const columns = [...view.columns].sort(byName);
  const writable = (column: Column) =>
    column.updatable
      ? `${key(column.name)}?: ${tsType(model, column.typeOid)} | null`
      : `${key(column.name)}?: never`;
  // A view's columns carry no NOT NULL, so every one may be null.
  const row = columns.map(
    (column) => `${key(column.name)}: ${tsType(model, column.typeOid)} | null`,
  );
  const writes = view.updatable
    ? [`Insert: ${block(columns.map(writable))}`, `Update: ${block(columns.map(writable))}`]
    : [];
  return `${key(view.name)}: ${block([
    `Row: ${block([...row, ...computedFields(model, view)])}`,
    ...writes,
    `Relationships: ${relationships(model, view)}`,
  ])}`;
}

function relationships(model: DatabaseModel, relation: Relation): string {
  const keys = model.foreignKeys
    .filter(
      (fk) =>
        fk.schema === relation.schema &&
        fk.relation === relation.name &&
        fk.referencedSchema === relation.schema,
    )
    .sort(
      (a, b) =>
        a.name.localeCompare(b.name) ||
        a.referencedRelation.localeCompare(b.referencedRelation) ||
        JSON.stringify(a.referencedColumns).localeCompare(JSON.stringify(b.referencedColumns)),
    );
  if (keys.length === 0) return "[]";
  return `[${keys
    .map(
      (fk) => `{
    foreignKeyName: ${key(fk.name)}
    columns: ${JSON.stringify(fk.columns)}
    isOneToOne: ${fk.oneToOne}
    referencedRelation: ${key(fk.referencedRelation)}
    referencedColumns: ${JSON.stringify(fk.referencedColumns)}
  }`,
    )
    .join(", ")}]`;
}

/** As PostgREST can call them: all inputs named, or a single unnamed one. */
function callable(fn: PgFunction): boolean {
  const inputs = fn.args.filter((arg) => ["i", "b", "v"].includes(arg.mode));
  return inputs.every((arg) => arg.name !== "") || inputs.length === 1;
}

function functionArgs(model: DatabaseModel, fn: PgFunction): string {
  const inputs = fn.args.filter((arg) => ["i", "b", "v"].includes(arg.mode));
  if (inputs.length === 0) return "never";
  return block(
    inputs.map(
      (arg) => `${key(arg.name)}${arg.hasDefault ? "?" : ""}: ${tsType(model, arg.typeOid)}`,
    ),
  );
}

/** One row of what a function returns: RETURNS TABLE's columns, a relation's row, or a type. */
function functionResult(model: DatabaseModel, fn: PgFunction): string {
  const table = fn.args.filter((arg) => arg.mode === "t");
  if (table.length > 0) {
    return block(table.map((arg) => `${key(arg.name)}: ${tsType(model, arg.typeOid)}`));
  }
  const type = model.types.get(fn.returnTypeOid);
  const relation = type && model.relations.find((candidate) => candidate.oid === type.relationOid);
  return relation ? block(rowFields(model, relation.columns)) : tsType(model, fn.returnTypeOid);
}

function functionReturns(model: DatabaseModel, fn: PgFunction): string {
  const returns = functionResult(model, fn);
  return fn.returnsSet ? `${returns}[]` : returns;
}

/** The functions of a schema the generator lists, by name. */
function listedFunctions(model: DatabaseModel, schema: string): PgFunction[] {
  return model.functions.filter((fn) => fn.schema === schema && callable(fn)).sort(byName);
}

/** A composite type's relation, when the type is one: a table's, a view's or a standalone one. */
function rowTypeOf(model: DatabaseModel, oid: number): PgType | undefined {
  const type = model.types.get(oid);
  return type && type.relationOid !== 0 ? type : undefined;
}

/** What a function returns the rows of, by name: a relation, or a composite type. */
function returnTableName(model: DatabaseModel, fn: PgFunction): string | undefined {
  const type = rowTypeOf(model, fn.returnTypeOid);
  if (!type) return undefined;
  return model.relations.find((relation) => relation.oid === type.relationOid)?.name ?? type.name;
}

interface SetofOptions {
  from: string;
  to: string;
  isOneToOne: boolean;
  isSetofReturn: boolean;
}

/**
 * postgres-meta's `SetofOptions`, which postgrest-js reads to type `select` on a function's rows
 * and the function embedded as a computed relationship. Emitted here for a function of one
 * table's (or view's, or composite type's) row returning rows (`from` that row's type), and for a
 * set-returning function of other arguments (`from: "*"`). postgres-meta also gives one to a
 * function returning a single row of other arguments; that one is left out.
 */
function setofOptions(model: DatabaseModel, fn: PgFunction): SetofOptions | undefined {
  const to = returnTableName(model, fn);
  if (to === undefined) return undefined;
  const oneToOne = !(fn.rows !== null && fn.rows > 1);
  const source = fn.args.length === 1 ? rowTypeOf(model, fn.args[0]!.typeOid) : undefined;
  if (source) {
    return fn.returnsSet
      ? { from: source.format, to, isOneToOne: oneToOne, isSetofReturn: true }
      : { from: source.format, to, isOneToOne: true, isSetofReturn: false };
  }
  return fn.returnsSet ? { from: "*", to, isOneToOne: oneToOne, isSetofReturn: true } : undefined;
}

/**
 * A function of one unnamed row that returns no rows (a computed field): PostgREST cannot call it
 * by itself, which postgres-meta writes as its Returns.
 */
function tableRowError(model: DatabaseModel, fn: PgFunction): string | undefined {
  const inputs = fn.args.filter((arg) => ["i", "b", "v"].includes(arg.mode));
  if (inputs.length !== 1 || inputs[0]!.name !== "" || !rowTypeOf(model, inputs[0]!.typeOid)) {
    return undefined;
  }
  if (returnTableName(model, fn) !== undefined) return undefined;
  const message = `the function ${fn.schema}.${fn.name} with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache`;
  return `{ error: true } & ${JSON.stringify(message)}`;
}

/**
 * One overload as postgres-meta's current generator writes it: arguments sorted by name, the
 * result an array unless a set of one row of a relation, then its SetofOptions.
 */
function signature(model: DatabaseModel, fn: PgFunction): string {
  const inputs = fn.args
    .filter((arg) => ["i", "b", "v"].includes(arg.mode))
    .sort((a, b) => a.name.localeCompare(b.name));
  const args =
    inputs.length === 0
      ? "never"
      : `{ ${inputs
          .map(
            (arg) => `${key(arg.name)}${arg.hasDefault ? "?" : ""}: ${tsType(model, arg.typeOid)}`,
          )
          .join(", ")} }`;
  const error = tableRowError(model, fn);
  if (error) return block([`Args: ${args}`, `Returns: ${error}${fn.returnsSet ? "[]" : ""}`]);
  const options = setofOptions(model, fn);
  const collapses = options !== undefined && !(fn.rows !== null && fn.rows > 1);
  const result = functionResult(model, fn);
  const returns = fn.returnsSet && !collapses ? `${result}[]` : result;
  const members = [`Args: ${args}`, `Returns: ${returns}`];
  if (options) {
    members.push(
      `SetofOptions: ${block([
        `from: ${key(options.from)}`,
        `to: ${key(options.to)}`,
        `isOneToOne: ${options.isOneToOne}`,
        `isSetofReturn: ${options.isSetofReturn}`,
      ])}`,
    );
  }
  return block(members);
}

function functionsBlock(model: DatabaseModel, schema: string): string {
  const functions = listedFunctions(model, schema);
  const names = [...new Set(functions.map((fn) => fn.name))];
  return block(
    names.map((name) => {
      const overloads = functions.filter((fn) => fn.name === name);
      // A function postgrest-js types by SetofOptions, or a computed field, is written as the
      // current postgres-meta writes functions: a union of whole signatures.
      if (overloads.some((fn) => setofOptions(model, fn) || tableRowError(model, fn))) {
        return `${key(name)}: ${overloads.map((fn) => signature(model, fn)).join(" | ")}`;
      }
      const args = [...new Set(overloads.map((fn) => functionArgs(model, fn)))].join(" | ");
      const returns = functionReturns(model, overloads[0]!);
      // The CLI writes a function without arguments on one line, and any other over several.
      return args === "never" && !returns.includes("\n")
        ? `${key(name)}: { Args: never; Returns: ${returns} }`
        : `${key(name)}: ${block([`Args: ${args}`, `Returns: ${returns}`])}`;
    }),
  );
}

function schemaBlock(model: DatabaseModel, schema: string): string {
  const inSchema = (relation: Relation) => relation.schema === schema;
  const tables = model.relations
    .filter((r) => inSchema(r) && ["r", "p", "f"].includes(r.kind))
    .sort(byName);
  const views = model.relations
    .filter((r) => inSchema(r) && ["v", "m"].includes(r.kind))
    .sort(byName);
  const enums = model.enums.filter((e) => e.schema === schema).sort(byName);
  const composites = model.composites.filter((c) => c.schema === schema).sort(byName);
  return `${key(schema)}: ${block([
    `Tables: ${block(tables.map((table) => tableBlock(model, table)))}`,
    `Views: ${block(views.map((view) => viewBlock(model, view)))}`,
    `Functions: ${functionsBlock(model, schema)}`,
    `Enums: ${block(enums.map((e) => `${key(e.name)}: ${e.values.map(key).join(" | ")}`))}`,
    `CompositeTypes: ${block(
      composites.map(
        (c) =>
          `${key(c.name)}: ${block(
            c.attributes.map((a) => `${key(a.name)}: ${tsType(model, a.typeOid)} | null`),
          )}`,
      ),
    )}`,
  ])}`;
}

/** `TablesInsert` and `TablesUpdate`: one table's Insert or Update shape. */
function tableMember(name: string, member: string, letter: string): string {
  return `export type ${name}<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      ${member}: infer ${letter};
    }
    ? ${letter}
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        ${member}: infer ${letter};
      }
      ? ${letter}
      : never
    : never;`;
}

/** The helper types `supabase gen types typescript` appends, for `Tables<"name">` and the like. */
function helpers(defaultSchema: string): string {
  return `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, ${key(defaultSchema)}>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

${tableMember("TablesInsert", "Insert", "I")}

${tableMember("TablesUpdate", "Update", "U")}

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema["CompositeTypes"] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never;`;
}

/** `supabase gen types typescript`'s shape for the model's schemas, the first being the default. */
export function renderTypes(model: DatabaseModel, defaultSchema = "public"): string {
  const schemas = [...model.schemas].sort((a, b) => a.localeCompare(b));
  const constants = schemas
    .map((schema) => {
      const enums = model.enums.filter((e) => e.schema === schema).sort(byName);
      return `${key(schema)}: {\nEnums: {${enums
        .map((e) => `\n${key(e.name)}: [${e.values.map(key).join(", ")}],`)
        .join("")}},\n}`;
    })
    .join(",\n");
  return `export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${key(POSTGREST_VERSION)}
  }
  ${schemas.map((schema) => schemaBlock(model, schema)).join("\n")}
}

${helpers(defaultSchema)}

export const Constants = {
  ${constants}
} as const
`;
}
