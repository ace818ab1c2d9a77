import { describe, expect, it } from 'vitest';
import type { AcademyLessonFieldsFragment } from '../../gql/graphql';
import { lessonFileProblem } from './lesson-files';
import {
  emptyQuestion,
  lessonFormSchema,
  lessonFormValues,
  type LessonFormValues,
} from './lesson-form';

const IMAGE = '0b6f3a4e-2d0c-4f7a-9a57-1c2d3e4f5a6b';
const PDF = '1c7f3a4e-2d0c-4f7a-9a57-1c2d3e4f5a6b';
const file = (id: string, contentType: string) => ({
  id,
  fileName: `${id}.bin`,
  contentType,
  size: 1000,
});

const form = (changes: Partial<LessonFormValues>): LessonFormValues => ({
  ...lessonFormValues(null),
  titleEn: 'Greeting a customer',
  titleEl: 'Υποδοχή πελάτη',
  ...changes,
});

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));

describe('the lesson form', () => {
  it('sends a text lesson with its body and the ids of its images', () => {
    const result = lessonFormSchema.safeParse(
      form({
        bodyEn: ' Smile and say hello. ',
        imageIds: [file(IMAGE, 'image/png')],
        // What another kind's fields hold is not sent.
        videoUrl: 'https://youtu.be/abcdefghijk',
        fileId: file(PDF, 'application/pdf'),
      }),
    );
    expect(result.success && result.data).toMatchObject({
      kind: 'text',
      titleEn: 'Greeting a customer',
      bodyEn: 'Smile and say hello.',
      bodyEl: null,
      imageIds: [IMAGE],
      videoUrl: null,
      fileId: null,
      questions: [],
    });
  });

  it('says what each kind needs, beside its field, in the server’s words', () => {
    expect(messages(lessonFormSchema.safeParse(form({ titleEl: ' ' })))).toEqual({
      titleEl: 'titleRequired',
      bodyEn: 'bodyRequired',
    });
    expect(
      messages(lessonFormSchema.safeParse(form({ kind: 'video', videoUrl: 'http://x.test/v' }))),
    ).toEqual({ videoUrl: 'videoUrlInvalid' });
    expect(messages(lessonFormSchema.safeParse(form({ kind: 'pdf' })))).toEqual({
      fileId: 'fileRequired',
    });
    expect(messages(lessonFormSchema.safeParse(form({ kind: 'quiz', passMark: '' })))).toEqual({
      questions: 'questionsRequired',
      passMark: 'passMarkInvalid',
    });
  });

  it('sends a quiz with its pass mark and the index of each right answer', () => {
    const question = {
      ...emptyQuestion(),
      promptEn: 'Which coupon can be redeemed?',
      options: [
        { savedId: null, labelEn: 'An expired one', labelEl: '' },
        { savedId: 'kept-option', labelEn: 'A valid one', labelEl: 'Ένα έγκυρο' },
      ],
      answerIndex: '1',
    };
    const result = lessonFormSchema.safeParse(
      form({ kind: 'quiz', passMark: '75', questions: [question] }),
    );
    expect(result.success && result.data).toMatchObject({
      kind: 'quiz',
      passMark: 75,
      questions: [
        {
          id: null,
          promptEn: 'Which coupon can be redeemed?',
          promptEl: null,
          options: [
            { id: null, labelEn: 'An expired one', labelEl: null },
            { id: 'kept-option', labelEn: 'A valid one', labelEl: 'Ένα έγκυρο' },
          ],
          answerIndex: 1,
        },
      ],
    });
  });

  it('refuses a question whose right answer is not marked, or with one answer', () => {
    const unmarked = { ...emptyQuestion(), promptEn: 'Why?' };
    unmarked.options = [
      { savedId: null, labelEn: 'Yes', labelEl: '' },
      { savedId: null, labelEn: 'No', labelEl: '' },
    ];
    expect(
      messages(lessonFormSchema.safeParse(form({ kind: 'quiz', questions: [unmarked] }))),
    ).toEqual({ questions: 'answerRequired' });
    const single = { ...unmarked, options: unmarked.options.slice(0, 1), answerIndex: '0' };
    expect(
      messages(lessonFormSchema.safeParse(form({ kind: 'quiz', questions: [single] }))),
    ).toEqual({ questions: 'optionsCount' });
  });

  it('reads a saved quiz back with its right answers marked', () => {
    const saved: AcademyLessonFieldsFragment = {
      _id: 'lesson',
      courseId: 'course',
      position: 2,
      kind: 'quiz',
      status: 'published',
      titleEn: 'Check',
      titleEl: 'Έλεγχος',
      bodyEn: null,
      bodyEl: null,
      images: [],
      videoUrl: null,
      videoEmbedUrl: null,
      file: null,
      passMark: 50,
      questions: [
        {
          _id: 'q1',
          promptEn: 'Pick B',
          promptEl: null,
          answerId: 'b',
          options: [
            { _id: 'a', labelEn: 'A', labelEl: null },
            { _id: 'b', labelEn: 'B', labelEl: 'Β' },
          ],
        },
      ],
    };
    const values = lessonFormValues(saved);
    expect(values).toMatchObject({ kind: 'quiz', passMark: '50' });
    expect(values.questions).toEqual([
      {
        savedId: 'q1',
        promptEn: 'Pick B',
        promptEl: '',
        options: [
          { savedId: 'a', labelEn: 'A', labelEl: '' },
          { savedId: 'b', labelEn: 'B', labelEl: 'Β' },
        ],
        answerIndex: '1',
      },
    ]);
    const result = lessonFormSchema.safeParse(values);
    expect(result.success && result.data.questions[0]).toMatchObject({
      id: 'q1',
      answerIndex: 1,
    });
  });
});

describe('a lesson file', () => {
  it('is refused before uploading when too large or of the wrong kind', () => {
    expect(lessonFileProblem({ size: 6 * 1024 * 1024, type: 'image/png' }, 'image')).toBe(
      'fileTooLarge',
    );
    expect(lessonFileProblem({ size: 10, type: 'text/plain' }, 'image')).toBe('fileType');
    expect(lessonFileProblem({ size: 10, type: 'application/pdf' }, 'image')).toBe('fileNotImage');
    expect(lessonFileProblem({ size: 10, type: 'image/jpeg' }, 'pdf')).toBe('fileNotPdf');
    expect(lessonFileProblem({ size: 10, type: 'image/webp' }, 'image')).toBeNull();
    expect(lessonFileProblem({ size: 10, type: 'application/pdf' }, 'pdf')).toBeNull();
    // A file the browser cannot name the type of is left to the server, which reads its content.
    expect(lessonFileProblem({ size: 10, type: '' }, 'pdf')).toBeNull();
  });
});
