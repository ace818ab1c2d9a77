// The academy: the provider's courses that train merchants' staff, assigned to roles and taken
// from each person's own profile. It travels with /academy, /profile's "My training" and the
// certificate PDF.
import type { AppRole } from './roles';
import type { MessageKey } from './message-keys';

/** A lesson is read (text with images), watched (a video link), opened (a PDF) or passed (a quiz). */
export const LESSON_KINDS = ['text', 'video', 'pdf', 'quiz'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** Courses and lessons alike: written as drafts, published to learners, retired for good. */
export const ACADEMY_STATUSES = ['draft', 'published', 'retired'] as const;
export type AcademyStatus = (typeof ACADEMY_STATUSES)[number];

export const ACADEMY_RULES = {
  titleMax: 200,
  descriptionMax: 2_000,
  bodyMax: 20_000,
  imagesMax: 6,
  questionsMax: 20,
  optionsMin: 2,
  optionsMax: 6,
  /** A course is due this many days after a person is enrolled: 1 to 365. */
  dueDaysMax: 365,
  /** A lesson's image or PDF: at most 5 MB. */
  fileMaxBytes: 5 * 1024 * 1024,
  fileTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'],
  imageTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
} as const;

export const ACADEMY_MESSAGES = {
  courseCreated: 'Course created',
  courseSaved: 'Course saved',
  coursePublished: 'Course published',
  courseRetired: 'Course retired',
  courseAssigned: 'Course assigned',
  courseUnassigned: 'Assignment removed',
  lessonAdded: 'Lesson added',
  lessonSaved: 'Lesson saved',
  lessonPublished: 'Lesson published',
  lessonRetired: 'Lesson retired',
  lessonMoved: 'Lesson moved',
  lessonCompleted: 'Lesson completed',
  quizPassed: 'Quiz passed',
  quizFailed: 'Not passed yet: try again',
  courseNotFound: 'Course not found',
  lessonNotFound: 'Lesson not found',
  titleRequired: 'Enter the English and Greek titles',
  kindUnknown: 'Choose the kind of lesson',
  bodyRequired: 'Write the lesson in English',
  videoUrlInvalid: 'Enter a video link that starts with https://',
  fileRequired: 'Upload the lesson’s PDF',
  fileNotFound: 'The file was not found: upload it again',
  fileNotImage: 'Only images can be shown in a text lesson',
  fileNotPdf: 'A PDF lesson needs a PDF file',
  fileTooLarge: 'A lesson file can be at most 5 MB',
  fileType: 'Lesson files can be PNG, JPEG, GIF or WebP images, or PDF',
  tooManyImages: 'A text lesson shows at most 6 images',
  questionsRequired: 'Add at least one question',
  tooManyQuestions: 'A quiz has at most 20 questions',
  promptRequired: 'Write every question in English',
  optionsCount: 'Each question has 2 to 6 answers',
  optionRequired: 'Write every answer in English',
  answerRequired: 'Mark the right answer of every question',
  passMarkInvalid: 'Enter a pass mark from 1 to 100 percent',
  roleUnknown: 'Choose a role',
  dueDaysInvalid: 'Enter a due time from 1 to 365 days',
  noPublishedLessons: 'Publish at least one lesson before publishing the course',
  courseRetiredLocked: 'A retired course cannot be changed',
  lessonRetiredLocked: 'A retired lesson cannot be changed',
  academyInvalidTransition: 'This cannot be done in the current state',
  notEnrolled: 'You are not enrolled in this course',
  quizCompletesByPassing: 'A quiz is completed by passing it',
  notAQuiz: 'This lesson is not a quiz',
  unknownOption: 'An answer is not one of the question’s options',
  answeredTwice: 'Each question takes one answer',
  answerEveryQuestion: 'Answer every question',
  notCompleted: 'Complete the course to get its certificate',
} as const;

export interface QuizQuestion {
  id: string;
  options: { id: string }[];
  answerId: string;
}

export interface QuizAnswer {
  questionId: string;
  optionId: string;
}

/**
 * A quiz attempt's score in whole percent (rounded down) and whether it reaches the pass mark;
 * an error message when an answer names a question or option the quiz does not have, or a
 * question is left unanswered.
 */
export function scoreQuiz(
  questions: readonly QuizQuestion[],
  answers: readonly QuizAnswer[],
  passMark: number,
): { score: number; passed: boolean } | { error: MessageKey } {
  const byQuestion = new Map(questions.map((q) => [q.id, q]));
  const chosen = new Map<string, string>();
  for (const a of answers) {
    const question = byQuestion.get(a.questionId);
    if (chosen.has(a.questionId)) return { error: 'answeredTwice' };
    if (!question || !question.options.some((o) => o.id === a.optionId))
      return { error: 'unknownOption' };
    chosen.set(a.questionId, a.optionId);
  }
  if (chosen.size !== questions.length) return { error: 'answerEveryQuestion' };
  const right = questions.filter((q) => chosen.get(q.id) === q.answerId).length;
  const score = questions.length === 0 ? 0 : Math.floor((right * 100) / questions.length);
  return { score, passed: score >= passMark };
}

/** Whole percent, rounded down, of a part; 0 of nothing is 0. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.floor((part * 100) / whole);
}

/** The roles a course can be assigned to: every role a business's staff can hold. */
export type AssignableRole = AppRole;

/** The players videoEmbedUrl points at: the only frames the app's pages may show. */
export const EMBEDDED_VIDEO_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

// The links whose video plays in an embedded player; any other https link opens in a new tab.
const VIDEO_LINKS: [RegExp, (id: string) => string][] = [
  [/^https:\/\/youtu\.be\/([\w-]{6,20})(?:[?#].*)?$/, youtube],
  [/^https:\/\/(?:www\.)?youtube\.com\/watch\?(?:[^#]*&)?v=([\w-]{6,20})/, youtube],
  [/^https:\/\/(?:www\.)?youtube\.com\/(?:embed|shorts)\/([\w-]{6,20})/, youtube],
  [
    /^https:\/\/(?:player\.)?vimeo\.com\/(?:video\/)?(\d{5,})/,
    (id) => `${EMBEDDED_VIDEO_ORIGINS[1]}/video/${id}`,
  ],
];

function youtube(id: string): string {
  return `${EMBEDDED_VIDEO_ORIGINS[0]}/embed/${id}`;
}

/** The address of an embeddable player for a YouTube or Vimeo link, or null. */
export function videoEmbedUrl(link: string): string | null {
  for (const [pattern, player] of VIDEO_LINKS) {
    const id = pattern.exec(link.trim())?.[1];
    if (id) return player(id);
  }
  return null;
}
