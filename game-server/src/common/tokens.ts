/** Injection token of the pino logger every provider shares. */
export const LOGGER = Symbol('LOGGER');
