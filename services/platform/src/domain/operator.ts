/** The signed-in operator an admin change is made by (the audit log's "who"). */
export interface Operator {
  userId: string;
  email: string;
}
