import { describe, expect, it } from 'vitest';
import { percentOf, scoreQuiz, videoEmbedUrl } from './academy';
import { lessonInputSchema } from './schemas/academy';
import { msg } from './message-keys';

const questions = [
  { id: 'q1', options: [{ id: 'a' }, { id: 'b' }], answerId: 'b' },
  { id: 'q2', options: [{ id: 'c' }, { id: 'd' }, { id: 'e' }], answerId: 'c' },
  { id: 'q3', options: [{ id: 'f' }, { id: 'g' }], answerId: 'f' },
];

describe('scoreQuiz', () => {
  it('scores whole percent, rounded down, against the pass mark', () => {
    const answers = [
      { questionId: 'q1', optionId: 'b' },
      { questionId: 'q2', optionId: 'c' },
      { questionId: 'q3', optionId: 'g' },
    ];
    expect(scoreQuiz(questions, answers, 66)).toEqual({ score: 66, passed: true });
    expect(scoreQuiz(questions, answers, 67)).toEqual({ score: 66, passed: false });
  });

  it('refuses unknown options and questions, answering twice, and leaving one out', () => {
    const right = [
      { questionId: 'q1', optionId: 'b' },
      { questionId: 'q2', optionId: 'c' },
    ];
    expect(scoreQuiz(questions, [...right, { questionId: 'q3', optionId: 'a' }], 50)).toEqual({
      error: msg('unknownOption'),
    });
    expect(scoreQuiz(questions, [...right, { questionId: 'q9', optionId: 'f' }], 50)).toEqual({
      error: msg('unknownOption'),
    });
    expect(scoreQuiz(questions, [...right, { questionId: 'q1', optionId: 'a' }], 50)).toEqual({
      error: msg('answeredTwice'),
    });
    // The same answer twice is answering twice too, not an unknown option.
    expect(scoreQuiz(questions, [...right, right[0]!], 50)).toEqual({
      error: msg('answeredTwice'),
    });
    expect(scoreQuiz(questions, right, 50)).toEqual({ error: msg('answerEveryQuestion') });
  });

  it('percentOf is 0 of nothing', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(2, 3)).toBe(66);
  });
});

describe('videoEmbedUrl', () => {
  it('plays YouTube and Vimeo links in their players and nothing else', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    expect(videoEmbedUrl('https://youtu.be/aqz-KE-bpKQ')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(videoEmbedUrl('http://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBeNull();
    expect(videoEmbedUrl('https://example.com/video.mp4')).toBeNull();
  });
});

describe('lessonInputSchema', () => {
  const base = { titleEn: 'A', titleEl: 'Α' };
  it('needs what each kind shows', () => {
    const message = (input: object) =>
      lessonInputSchema.safeParse({ ...base, ...input }).error?.issues[0]?.message;
    expect(message({ kind: 'video', videoUrl: 'javascript:alert(1)' })).toBe(
      msg('videoUrlInvalid'),
    );
    expect(message({ kind: 'video', videoUrl: 'https://example.com/a' })).toBeUndefined();
    expect(message({ kind: 'text' })).toBe(msg('bodyRequired'));
    expect(message({ kind: 'quiz', passMark: 50 })).toBe(msg('questionsRequired'));
  });
});
