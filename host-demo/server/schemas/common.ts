/** Schema fragments shared by every area. */
export const idParams = {
  type: "object",
  required: ["id"],
  additionalProperties: false,
  properties: { id: { type: "integer", minimum: 1, maximum: 2147483647 } },
} as const;

export const text = (maxLength: number, minLength = 0) => ({ type: "string", minLength, maxLength }) as const;
export const nullableText = (maxLength: number) => ({ type: ["string", "null"], maxLength }) as const;
export const email = { type: "string", minLength: 1, maxLength: 254 } as const;
export const password = { type: "string", minLength: 1, maxLength: 200 } as const;
export const money = { type: "number", minimum: 0, maximum: 10_000_000 } as const;
