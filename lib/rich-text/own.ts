import { isJsonObject, type JsonObject } from "./jsonb";

/** A key's own value: never one inherited from Object.prototype ("constructor", "__proto__"). */
export function own(object: JsonObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** A node's type when it is an object with a string type, else null. */
export function typeOf(value: unknown): string | null {
  if (!isJsonObject(value)) return null;
  const type = own(value, "type");
  return typeof type === "string" ? type : null;
}
