// The schema's enums alone, without the Node-only client: safe to import in the browser bundle.
export * from "./generated/prisma/enums";
