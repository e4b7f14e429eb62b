import type * as z from 'zod';
import type { KeyOrder } from './fileCodecs.ts';

interface Definition {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  innerType?: z.core.$ZodType;
  element?: z.core.$ZodType;
  in?: z.core.$ZodType;
}

function definitionOf(schema: z.core.$ZodType): Definition {
  return schema._zod.def as unknown as Definition;
}

/** The object inside optional, nullable, default, readonly, pipe and array wrappers, if any. */
function objectShape(schema: z.core.$ZodType): Record<string, z.core.$ZodType> | undefined {
  for (
    let current: z.core.$ZodType | undefined = schema, depth = 0;
    current && depth < 10;
    depth++
  ) {
    const definition = definitionOf(current);
    if (definition.type === 'object') return definition.shape;
    current = definition.innerType ?? definition.element ?? definition.in;
  }
  return undefined;
}

/**
 * The order a schema declares its fields in, nested objects (and objects in arrays) too: new
 * files and new fields are written in it, so a file the editor creates reads like one a person wrote.
 */
export function schemaKeyOrder(schema: z.core.$ZodType): KeyOrder {
  const shape = objectShape(schema) ?? {};
  const nested: Record<string, KeyOrder> = {};
  for (const [key, field] of Object.entries(shape)) {
    if (objectShape(field)) nested[key] = schemaKeyOrder(field);
  }
  return { keys: Object.keys(shape), nested };
}
