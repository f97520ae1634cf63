/**
 * Errors a service throws when a request cannot be served as asked. The error handler
 * maps each to its status and `{ error, fields? }`; the message is shown to the user, so
 * it is a plain sentence and never names a table, a query or a stack frame.
 */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
    this.name = new.target.name
  }
}

export class Invalid extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, message, fields)
  }
}

export class Unauthorized extends DomainError {
  constructor(message: string) {
    super(401, message)
  }
}

export class Forbidden extends DomainError {
  constructor(message: string) {
    super(403, message)
  }
}

export class NotFound extends DomainError {
  constructor(message: string) {
    super(404, message)
  }
}

export class Conflict extends DomainError {
  constructor(message: string) {
    super(409, message)
  }
}

export class PayloadTooLarge extends DomainError {
  constructor(message: string) {
    super(413, message)
  }
}
