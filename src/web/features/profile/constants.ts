// The profile page's numbers and names (spec part 1 §4, §9; D22).

/** 'Profile updated successfully!' stays this long after a save (spec part 1 §9). */
export const PROFILE_SAVED_MESSAGE_MS = 3000

/** The name of the downloaded data export (D22). */
export const EXPORT_FILE_NAME = 'my-data.json'

/** What the student types to confirm deleting the account. */
export const DELETE_CONFIRMATION_WORD = 'DELETE'
