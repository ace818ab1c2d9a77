import * as team from './team.service';
import { op } from '../../graphql/op';
import { moduleSdl, type ModuleManifest } from '../../graphql/module-manifest';

const READ = 'employee:read';
const WRITE = 'employee:write';

export const teamModule: ModuleManifest = {
  name: 'team',
  typeDefs: moduleSdl('team'),
  operations: {
    TeamQueries: {
      list: op(READ, team.listTeam),
      get: op(READ, team.getMember),
      departments: op(READ, team.teamDepartments),
      grantableRoles: op(READ, team.teamGrantableRoles),
    },
    TeamMutations: {
      add: op(WRITE, team.addTeamMember),
      updateMembership: op(WRITE, team.updateTeamMembership, { audit: { object: 'id' } }),
    },
  },
  auditObjects: { TeamMutations: { table: 'memberships' } },
};
