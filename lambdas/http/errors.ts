/** Typed errors a handler or the domain may throw; the route wrapper maps each to its status, once. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends HttpError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, message, fields);
  }
}
export class Unauthorized extends HttpError {
  constructor(message: string) {
    super(401, message);
  }
}
export class PaymentRequired extends HttpError {
  constructor(message: string) {
    super(402, message);
  }
}
export class Forbidden extends HttpError {
  constructor(message: string) {
    super(403, message);
  }
}
export class NotFound extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}
export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class TooManyRequests extends HttpError {
  constructor(message: string) {
    super(429, message);
  }
}
/** A dependency is down: 503 with a message that names it. */
export class ServiceUnavailable extends HttpError {
  constructor(message: string) {
    super(503, message);
  }
}
