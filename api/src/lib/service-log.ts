/** The part of a logger (pino's shape) services use, so they need no Fastify type; request.log fits it. */
export interface ServiceLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}
