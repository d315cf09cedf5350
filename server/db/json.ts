// The shape of a jsonb column's value (member_requests.details, bets.details).
export type JsonObject = { [key: string]: JsonValue }
type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject
