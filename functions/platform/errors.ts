/** Typed errors: each carries the HTTP status it is answered with. Anything else becomes a 500. */
export interface FieldError {
  field: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, details?: FieldError[]) {
    super(400, message, details);
  }
  static forField(field: string, message: string): BadRequestError {
    return new BadRequestError(`${field}: ${message}`, [{ field, message }]);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = 'Sign in required: send a valid token in the auth header') {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'You are not allowed to do this') {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string, details?: unknown) {
    super(409, message, details);
  }
}
/** A link that worked once and no longer does (a used or expired invitation). */
export class GoneError extends HttpError {
  constructor(message: string) {
    super(410, message);
  }
}
export class PayloadTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}
export class UnsupportedMediaTypeError extends HttpError {
  constructor(message: string) {
    super(415, message);
  }
}
export class TooManyRequestsError extends HttpError {
  constructor(message = 'Too many requests, please try again shortly') {
    super(429, message);
  }
}
export class BadGatewayError extends HttpError {
  constructor(message: string) {
    super(502, message);
  }
}
export class ServiceUnavailableError extends HttpError {
  constructor(message = 'The service is busy, please try again') {
    super(503, message);
  }
}
