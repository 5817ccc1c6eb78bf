/** A backup or restore that cannot go on; its message is for the operator. */
export class BackupError extends Error {}
