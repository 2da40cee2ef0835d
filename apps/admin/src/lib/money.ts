/** Yuan as the API takes it: up to 1,000,000 with at most two decimals (the server checks again). */
export const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
