import type { Resolvers } from '../../generated/graphql';
import { requires, SIGNED_IN } from '../../graphql/access-rules';
import type { ModuleRules } from '../../graphql/operations';
import * as academy from './academy.service';
import * as training from './training.service';

const READ = requires('academy:read');
const WRITE = requires('academy:write');

// The provider's admins write the courses; every signed-in person takes their own, with or
// without a selected business (as /profile).
export const academyRules: ModuleRules = {
  AcademyQueries: { courses: READ, course: READ, businessProgress: READ, learners: READ },
  AcademyMutations: {
    createCourse: WRITE,
    updateCourse: WRITE,
    publishCourse: WRITE,
    retireCourse: WRITE,
    assignCourse: WRITE,
    unassignCourse: WRITE,
    addLesson: WRITE,
    updateLesson: WRITE,
    moveLesson: WRITE,
    publishLesson: WRITE,
    retireLesson: WRITE,
  },
  TrainingQueries: { mine: SIGNED_IN, course: SIGNED_IN },
  TrainingMutations: { completeLesson: SIGNED_IN, attemptQuiz: SIGNED_IN },
};

const me = (auth: unknown) => (auth as { sub: string }).sub;

export const academyResolvers: Resolvers = {
  Query: { academy: () => ({}), training: () => ({}) },
  Mutation: { academy: () => ({}), training: () => ({}) },
  AcademyQueries: {
    courses: (_, args, ctx) => academy.listCourses(ctx, args),
    course: (_, args, ctx) => academy.getCourse(ctx, args.id),
    businessProgress: (_, args, ctx) => academy.businessProgress(ctx, args.courseId),
    learners: (_, args, ctx) => academy.listLearners(ctx, args),
  },
  AcademyMutations: {
    createCourse: (_, args, ctx) => academy.createCourse(ctx, me(ctx.auth), args.input),
    updateCourse: (_, args, ctx) => academy.updateCourse(ctx, args.id, args.input),
    publishCourse: (_, args, ctx) => academy.publishCourse(ctx, args.id),
    retireCourse: (_, args, ctx) => academy.retireCourse(ctx, args.id),
    assignCourse: (_, args, ctx) => academy.assignCourse(ctx, args),
    unassignCourse: (_, args, ctx) => academy.unassignCourse(ctx, args),
    addLesson: (_, args, ctx) => academy.addLesson(ctx, args.courseId, args.input),
    updateLesson: (_, args, ctx) => academy.updateLesson(ctx, args.id, args.input),
    moveLesson: (_, args, ctx) => academy.moveLesson(ctx, args.id, args.position),
    publishLesson: (_, args, ctx) => academy.publishLesson(ctx, args.id),
    retireLesson: (_, args, ctx) => academy.retireLesson(ctx, args.id),
  },
  TrainingQueries: {
    mine: (_, _args, ctx) => training.myTraining(ctx, me(ctx.auth)),
    course: (_, args, ctx) => training.trainingCourse(ctx, me(ctx.auth), args.courseId),
  },
  TrainingMutations: {
    completeLesson: (_, args, ctx) => training.completeLesson(ctx, me(ctx.auth), args.lessonId),
    attemptQuiz: (_, args, ctx) => training.attemptQuiz(ctx, me(ctx.auth), args),
  },
};
