// Texts of these pages that the spec leaves open (the spec's own are in
// #shared/announcement.ts as `announcementMessages`).
export const pageMessages = {
  eyebrow: 'News and lessons',
  title: 'Announcements',
  lead: 'News, lesson videos, presentations and online meeting invitations from your tutor.',
  videoAccessDetail:
    'Register or log in to watch our lesson videos. Reading announcements, downloading files and joining meetings are open to everyone.',
  registerNow: 'Register Now',
  login: 'Login',
  register: 'Register',
  filterGroup: 'Show announcements of type',
  loadFailed: 'The announcements could not be loaded.',
  downloadFailed: 'The download failed. Please try again.',
  downloading: 'Downloading...',
  scheduledMeeting: 'Scheduled meeting',
  newTab: '(opens in a new tab)',
  closeVideo: 'Close video',
} as const

export const adminMessages = {
  eyebrow: 'Administration',
  lead: 'Create, edit, publish and delete announcements, lesson videos, presentations and meeting invitations for students.',
  viewAnnouncements: 'View announcements',
  loading: 'Loading announcements...',
  loadFailed: 'The announcements could not be loaded.',
  draft: 'Draft',
  expired: 'Expired',
  featured: 'Featured',
  hasVideo: 'Has Video',
  hasFile: 'Has File',
  hasMeeting: 'Has Meeting',
  edit: 'Edit',
  delete: 'Delete',
  deleting: 'Deleting...',
  // The confirmation dialog's title and its button.
  deleteAnnouncement: 'Delete announcement',
  save: 'Save Announcement',
  create: 'Create Announcement',
  saving: 'Saving...',
  cancel: 'Cancel',
  currentFile: 'Current file',
  removeFile: 'Remove this file',
  fileHint: 'PDF, PowerPoint (ppt, pptx) or Word (doc, docx)',
  replaceFileHint: 'Choose a file to replace the current one.',
  sastHint: 'South African time (SAST)',
  expiresHint: 'Optional. After this time the announcement shows as expired.',
  featuredLabel: 'Feature this announcement',
} as const

/** '1 view', '12 views'. */
export const viewsText = (count: number) => `${count} ${count === 1 ? 'view' : 'views'}`
