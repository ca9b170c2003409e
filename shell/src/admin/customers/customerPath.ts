/** The console's page of one customer (the bank's and shop's console pages link here by path too). */
export const customerPath = (id: number) => `/customers/${id}`;

/** The bank's adjustment page (mf-bank's './admin'), opened for this customer: a path, never an import. */
export const adjustPath = (id: number) => `/bank/adjust?user_id=${id}`;
