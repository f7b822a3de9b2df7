/** The id of a state's heading in the locations page's city directory: `cities-nc`. */
export function cityDirectoryId(stateAbbr: string): string {
  return `cities-${stateAbbr.toLowerCase()}`
}
