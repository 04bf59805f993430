import { Type, type TSchema, type TUnsafe } from "@sinclair/typebox";
import { is } from "drizzle-orm";
import { PgColumn, PgInteger, PgNumericNumber, PgSerial, PgText, PgTimestampString } from "drizzle-orm/pg-core";
import { Id, Nullable, StringEnum, Timestamp } from "./common.js";

/**
 * A record as a response shows it, declared once as the columns its fields come from (one level
 * of nested objects for a joined row: db/schema/orders.ts orderView). The repository selects it;
 * the response schema is derived from it here, so the two cannot drift apart.
 */
export type ViewFields = Record<string, PgColumn | Record<string, PgColumn>>;

/** Whether a view's field is a column (else a nested object of columns). */
export const isColumn = (field: PgColumn | Record<string, PgColumn>): field is PgColumn => is(field, PgColumn);

/** What a column holds once read: its data type, or null when the column may be null. */
type ColumnValue<C> = C extends PgColumn
  ? C["_"]["notNull"] extends true
    ? C["_"]["data"]
    : C["_"]["data"] | null
  : never;
type ObjectValue<O> = { [K in keyof O]: ColumnValue<O[K]> };

/** A view's row; the nested objects named in N are null when their joined row is missing (a left join). */
export type ViewRow<V extends ViewFields, N extends keyof V = never> = {
  [K in keyof V]: V[K] extends PgColumn
    ? ColumnValue<V[K]>
    : K extends N
      ? ObjectValue<V[K]> | null
      : ObjectValue<V[K]>;
};

/** A column's schema by its type: the types the views read; another type is a mistake to see at once. */
function columnSchema(column: PgColumn): TSchema {
  let schema: TSchema;
  if (is(column, PgSerial)) schema = Id;
  else if (is(column, PgInteger)) schema = Type.Integer();
  else if (is(column, PgNumericNumber)) schema = Type.Number();
  else if (is(column, PgTimestampString)) schema = Timestamp;
  else if (is(column, PgText)) schema = column.enumValues?.length ? StringEnum(column.enumValues) : Type.String();
  else throw new Error(`No response schema for column ${column.name} (${column.columnType})`);
  return column.notNull ? schema : Nullable(schema);
}

/**
 * The response schema's properties for a view: each column's schema (columnSchema), each nested
 * object an object of them, null too when named in `nullable`.
 */
export function viewProperties<V extends ViewFields, N extends keyof V = never>(
  view: V,
  options: { nullable?: readonly N[] } = {},
): { [K in keyof V]: TUnsafe<ViewRow<V, N>[K]> } {
  const nullable = new Set<keyof V>(options.nullable ?? []);
  const properties = Object.fromEntries(
    Object.entries(view).map(([name, field]) => {
      if (isColumn(field)) return [name, columnSchema(field)];
      const object = Type.Object(
        Object.fromEntries(Object.entries(field).map(([key, column]) => [key, columnSchema(column)])),
      );
      return [name, nullable.has(name) ? Nullable(object) : object];
    }),
  );
  // The runtime schemas above are what the mapped type says, column by column.
  return properties as { [K in keyof V]: TUnsafe<ViewRow<V, N>[K]> };
}
