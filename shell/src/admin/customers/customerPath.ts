/** The bank's adjustment page (mf-bank's './admin'), opened for this customer: a path, never an import. */
export const adjustPath = (id: number) => `/bank/adjust?user_id=${id}`;
