import { type CollectionSpec, type FieldSpec } from "./fields";
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  type IconCardValue,
  isItemId,
  type ItemValues,
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
  SLUG_MAX,
  SLUG_PATTERN,
} from "./item-values";
import { isDrawableIcon } from "./icon-cards";
import { isFigureLine } from "./figures";
import { bodyProblem, compactDocument, parseDocument } from "./rich-text-field";
import { layoutProblem } from "@/lib/blocks/validate";

/** A message per field that does not hold, by field name. */
export type FieldErrors = Partial<Record<string, string>>;

export interface ValidationMessages {
  required: (label: string) => string;
  tooLong: (label: string, max: number) => string;
  slug: string;
  reserved: (slug: string) => string;
  taken: (label: string, item: string) => string;
  choose: (label: string) => string;
  count: (label: string, min: number, max: number) => string;
  card: (position: number) => string;
  line: (position: number) => string;
  samePath: string;
  year: (label: string, min: number, max: number) => string;
  email: string;
  date: (label: string) => string;
  figure: (position: number) => string;
  tooMany: (label: string, max: number) => string;
}

function text(values: ItemValues, name: string): string {
  const value = values[name];
  return typeof value === "string" ? value : "";
}

function lines(values: ItemValues, name: string): string[] {
  const value = values[name];
  return Array.isArray(value)
    ? value.filter((line): line is string => typeof line === "string")
    : [];
}

function cards(values: ItemValues, name: string): IconCardValue[] {
  const value = values[name];
  return Array.isArray(value)
    ? value.filter((card): card is IconCardValue => typeof card === "object" && card !== null)
    : [];
}

const blankCard = (card: IconCardValue) =>
  card.icon === "" && card.title.trim() === "" && card.description.trim() === "";

/**
 * The values as they are stored: texts trimmed, blank lines and untouched blank cards left out
 * (they hold nothing to lose), every other field as it was.
 */
export function normaliseItem(spec: CollectionSpec, values: ItemValues): ItemValues {
  const result: ItemValues = {};
  for (const field of spec.fields) {
    switch (field.kind) {
      case "text-list":
        result[field.name] = lines(values, field.name)
          .map((line) => line.trim())
          .filter((line) => line !== "");
        break;
      case "figures":
        result[field.name] = lines(values, field.name)
          .map((line) => line.trim())
          .filter((line) => line !== "");
        break;
      case "references":
        result[field.name] = [...new Set(lines(values, field.name))];
        break;
      case "flag":
        result[field.name] = text(values, field.name) === "true" ? "true" : "";
        break;
      case "rich-text":
      case "blocks":
        result[field.name] = compactDocument(text(values, field.name));
        break;
      case "icon-cards":
        result[field.name] = cards(values, field.name)
          .filter((card) => !blankCard(card))
          .map((card) => ({
            icon: card.icon,
            title: card.title.trim(),
            description: card.description.trim(),
          }));
        break;
      default:
        result[field.name] = text(values, field.name).trim();
    }
  }
  return result;
}

function fieldError(
  spec: CollectionSpec,
  field: FieldSpec,
  values: ItemValues,
  others: readonly ItemValues[],
  messages: ValidationMessages,
): string | undefined {
  switch (field.kind) {
    case "text":
    case "long-text": {
      const value = text(values, field.name);
      if (value === "") return field.optional ? undefined : messages.required(field.label);
      if (value.length > field.max) return messages.tooLong(field.label, field.max);
      return undefined;
    }
    case "slug": {
      const value = text(values, field.name);
      if (value === "") return messages.required(field.label);
      if (value.length > SLUG_MAX || !SLUG_PATTERN.test(value)) return messages.slug;
      if (field.reserved?.includes(value)) return messages.reserved(value);
      if (others.some((other) => text(other, field.name) === value)) {
        return messages.taken(field.label, spec.item);
      }
      return undefined;
    }
    case "pattern": {
      const value = text(values, field.name);
      if (value === "") return messages.required(field.label);
      if (value.length > field.max || !field.pattern.test(value)) return field.invalid;
      const refused = field.refuse?.(value);
      if (refused) return refused;
      if (field.differsFrom && value === text(values, field.differsFrom)) return messages.samePath;
      if (field.unique && others.some((other) => text(other, field.name) === value)) {
        return messages.taken(field.label, spec.item);
      }
      return undefined;
    }
    case "year": {
      const value = text(values, field.name);
      if (value === "") return messages.required(field.label);
      const year = /^[0-9]{4}$/.test(value) ? Number(value) : NaN;
      return year >= field.min && year <= field.max
        ? undefined
        : messages.year(field.label, field.min, field.max);
    }
    case "email": {
      const value = text(values, field.name);
      if (value === "") return messages.required(field.label);
      return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value) ? undefined : messages.email;
    }
    case "date": {
      const value = text(values, field.name);
      const day = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)
        ? new Date(`${value}T00:00:00Z`)
        : null;
      return day && day.toISOString().startsWith(value) ? undefined : messages.date(field.label);
    }
    case "flag":
      return undefined;
    case "reference": {
      const value = text(values, field.name);
      if (value === "") return field.required ? messages.choose(field.label) : undefined;
      return isItemId(value) ? undefined : messages.choose(field.label);
    }
    case "references": {
      const list = lines(values, field.name);
      if (list.length > field.max) return messages.tooMany(field.label, field.max);
      return list.every(isItemId) ? undefined : messages.choose(field.label);
    }
    case "figures": {
      const list = lines(values, field.name);
      if (list.length > field.max) return messages.tooMany(field.label, field.max);
      const bad = list.findIndex((line) => !isFigureLine(line));
      return bad === -1 ? undefined : messages.figure(bad + 1);
    }
    case "rich-text":
      return bodyProblem(text(values, field.name), () => messages.required(field.label));
    case "blocks":
      return layoutProblem(parseDocument(text(values, field.name))) ?? undefined;
    case "image": {
      const value = text(values, field.name);
      if (value === "") return field.required ? messages.choose(field.label) : undefined;
      return isItemId(value) ? undefined : messages.choose(field.label);
    }
    case "select": {
      const value = text(values, field.name);
      const allowed = field.options(values).some((option) => option.value === value);
      if (!allowed) return messages.choose(field.label);
      if (field.unique && others.some((other) => text(other, field.name) === value)) {
        return messages.taken(field.label, spec.item);
      }
      return undefined;
    }
    case "text-list": {
      const list = lines(values, field.name);
      if (list.length < field.min || list.length > field.max) {
        return messages.count(field.label, field.min, field.max);
      }
      const bad = list.findIndex((line) => line === "" || line.length > SHORT_TEXT_MAX);
      return bad === -1 ? undefined : messages.line(bad + 1);
    }
    case "icon-cards": {
      const list = cards(values, field.name);
      if (list.length < field.min || list.length > field.max) {
        return messages.count(field.label, field.min, field.max);
      }
      const bad = list.findIndex(
        (card) =>
          !isDrawableIcon(card.icon) ||
          card.title === "" ||
          card.title.length > SHORT_TEXT_MAX ||
          card.description === "" ||
          card.description.length > LONG_TEXT_MAX,
      );
      return bad === -1 ? undefined : messages.card(bad + 1);
    }
  }
}

/**
 * What keeps an item from being saved, field by field, checked on normalised values. `others`
 * are the collection's other items, for the fields that must be unique (slugs and ids).
 */
export function validateItem(
  spec: CollectionSpec,
  values: ItemValues,
  others: readonly ItemValues[],
  messages: ValidationMessages,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of spec.fields) {
    const error = fieldError(spec, field, values, others, messages);
    if (error) errors[field.name] = error;
  }
  return errors;
}
