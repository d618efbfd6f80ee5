/** A frame that is not a Phoenix message: bad JSON, wrong shape, or refs of the wrong type. */
export class FrameError extends Error {}

/** A `postgres_changes` entry the server cannot honour: an unknown event, table or filter. */
export class BindingError extends Error {}
