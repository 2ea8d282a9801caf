/** An empty number input means "missing" (the required message), not 0 or NaN. */
export const toNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

/** An empty SKU means "none given" (the server makes one from the id), not an empty one. */
export const toSku = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
