/** A body's fields as the routes read them (the runtime has checked the body against its schema): given or not. */
export const str = (v: unknown) => (typeof v === 'string' ? v : '');
export const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
