/** One page of a listing and, when more remain, where the next page starts (sent back as an opaque cursor). */
export interface Page<T> {
  items: T[];
  next?: Record<string, unknown> | undefined;
}
