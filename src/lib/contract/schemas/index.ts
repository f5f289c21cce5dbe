/**
 * The schema of every write of the /api contract, written once. Route handlers parse request
 * bodies with them (422 with every failing field); the admin's and the public site's forms
 * validate with the same schemas, so a person sees the server's rule before sending.
 * A content entity's update (PUT) takes the same schema as its create: it replaces the record.
 *
 * One file per part of the site; everything is imported from here.
 */
export * from './content'
export * from './forms'
export * from './people'
export * from './giving'
export * from './auditLog'
export * from './newsletters'
