import { SIGNED_IN } from '../../graphql/access-rules';
import * as academy from './academy.service';
import * as training from './training.service';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';
import { registerAcademyRoutes } from './academy-routes';

const READ = 'academy:read';
const WRITE = 'academy:write';

export const academyModule: ModuleManifest = {
  name: 'academy',
  typeDefs: moduleSdl('academy'),
  operations: {
    AcademyQueries: {
      courses: op(READ, (ctx, _caller, args) => academy.listCourses(ctx, args)),
      course: op(READ, (ctx, _caller, args) => academy.getCourse(ctx, args.id)),
      businessProgress: op(READ, (ctx, _caller, args) =>
        academy.businessProgress(ctx, args.courseId),
      ),
      learners: op(READ, (ctx, _caller, args) => academy.listLearners(ctx, args)),
    },
    AcademyMutations: {
      createCourse: op(WRITE, (ctx, caller, args) =>
        academy.createCourse(ctx, caller.sub, args.input),
      ),
      updateCourse: op(
        WRITE,
        (ctx, _caller, args) => academy.updateCourse(ctx, args.id, args.input),
        { audit: { object: 'id' } },
      ),
      publishCourse: op(WRITE, (ctx, _caller, args) => academy.publishCourse(ctx, args.id), {
        audit: { object: 'id' },
      }),
      retireCourse: op(WRITE, (ctx, _caller, args) => academy.retireCourse(ctx, args.id), {
        audit: { object: 'id' },
      }),
      assignCourse: op(WRITE, (ctx, _caller, args) => academy.assignCourse(ctx, args)),
      unassignCourse: op(WRITE, (ctx, _caller, args) => academy.unassignCourse(ctx, args)),
      addLesson: op(WRITE, (ctx, _caller, args) =>
        academy.addLesson(ctx, args.courseId, args.input),
      ),
      updateLesson: op(
        WRITE,
        (ctx, _caller, args) => academy.updateLesson(ctx, args.id, args.input),
        { audit: { object: 'id' } },
      ),
      moveLesson: op(
        WRITE,
        (ctx, _caller, args) => academy.moveLesson(ctx, args.id, args.position),
        { audit: { object: 'id' } },
      ),
      publishLesson: op(WRITE, (ctx, _caller, args) => academy.publishLesson(ctx, args.id), {
        audit: { object: 'id' },
      }),
      retireLesson: op(WRITE, (ctx, _caller, args) => academy.retireLesson(ctx, args.id), {
        audit: { object: 'id' },
      }),
    },
    TrainingQueries: {
      mine: op(SIGNED_IN, (ctx, caller) => training.myTraining(ctx, caller.sub)),
      course: op(SIGNED_IN, (ctx, caller, args) =>
        training.trainingCourse(ctx, caller.sub, args.courseId),
      ),
    },
    TrainingMutations: {
      completeLesson: op(SIGNED_IN, (ctx, caller, args) =>
        training.completeLesson(ctx, caller.sub, args.lessonId),
      ),
      attemptQuiz: op(SIGNED_IN, (ctx, caller, args) =>
        training.attemptQuiz(ctx, caller.sub, args),
      ),
    },
  },
  routes: { register: registerAcademyRoutes, apiPaths: ['/academy/files'] },
};
