/** An empty number input means "missing" (the required message), not 0 or NaN. */
export const toNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));
