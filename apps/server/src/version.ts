import rootPackage from '../../../package.json' with { type: 'json' }

/** The release of Rosemary this server runs, from the root package.json. */
export const VERSION: string = rootPackage.version
