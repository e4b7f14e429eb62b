/**
 * What the content editor (/admin/content) reads from a schema besides its type: every field of a
 * content schema carries `.meta({ label, help })`, so the build, the chat knowledge step and the
 * editor's forms share one field list. `widget` picks an editor where the type alone cannot tell:
 * long text gets a textarea, a portrait path gets the photo picker.
 */
declare module 'zod' {
  interface GlobalMeta {
    /** The field's name as an editor reads it on the form. */
    label?: string;
    /** One line under the field: what it is for, how the site prints it. */
    help?: string;
    widget?: 'textarea' | 'image';
  }
}

export {};
