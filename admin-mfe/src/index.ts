// A remote has no page of its own: the shell loads its exposed screens through remoteEntry.js.
export {};
