import { describe, expect, it } from 'vitest';
import { runtimeProblem } from './filename';

const byId = 'o.u=r=>"assets/js/"+r+"."+({10124:"c97abf97",583:"9c1f00aa"})[r]+".js",o.miniCssF=r=>"x"';
const byName = 'o.u=r=>"assets/js/"+(({583:"r1v",14245:"highlighter"})[r]||r)+"."+({583:"9c1f00aa"})[r]+".js"';

describe('chunkFilesById', () => {
  it('accepts a runtime that names chunk files after their ids', () => {
    expect(runtimeProblem(byId)).toBeUndefined();
  });

  it('refuses a runtime that names them after chunk names, another way, or not at all', () => {
    expect(runtimeProblem(byName)).toMatch(/names chunk files another way/);
    expect(runtimeProblem('o.u=r=>"assets/js/"+r+"."+({583:"9c1f00aa",14245:"highlighter"})[r]+".js"')).toMatch(
      /still maps chunk ids to names/,
    );
    expect(runtimeProblem('o.x=1')).toMatch(/no chunk file name function/);
  });
});
