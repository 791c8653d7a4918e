import { describe, expectTypeOf, it } from 'vitest';
import type { RouteContract, RouteContracts, UnknownContractNames } from './contract.js';
import type { RouteName, RoutePathParams } from './routes.js';

describe('route contracts', () => {
  it('give every route of the table an entry and know no other names', () => {
    expectTypeOf<RouteContracts>().toExtend<Record<RouteName, RouteContract>>();
    expectTypeOf<UnknownContractNames>().toBeNever();
  });

  it('make route names a union, not any string', () => {
    expectTypeOf<'putBpmnByUuid'>().toExtend<RouteName>();
    expectTypeOf<'putBpmnByUuidTypo'>().not.toExtend<RouteName>();
  });

  it('take the path parameters from the table path', () => {
    expectTypeOf<RoutePathParams<'getBpmnByUuidHistoryCommitByHash'>>().toEqualTypeOf<{
      readonly uuid: string;
      readonly hash: string;
    }>();
    expectTypeOf<keyof RoutePathParams<'getBpmn'>>().toBeNever();
  });

  it('type bodies from the schemas and answers from the response interfaces', () => {
    expectTypeOf<RouteContracts['putBpmnByUuid']['body']>().toHaveProperty('diagramXML');
    expectTypeOf<RouteContracts['getBpmnByUuid']['response']>().toHaveProperty('diagramXML');
  });
});
