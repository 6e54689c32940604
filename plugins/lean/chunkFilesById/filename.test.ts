import { describe, expect, it } from 'vitest';
import { runtimeProblem } from './filename';

const byIdAndBuild = 'o.u=r=>"assets/js/"+r+"."+o.h().slice(0,8)+".js",o.miniCssF=r=>"x"';
const byIdAndContent = 'o.u=r=>"assets/js/"+r+"."+({10124:"c97abf97",583:"9c1f00aa"})[r]+".js",o.miniCssF=r=>"x"';
const byName = 'o.u=r=>"assets/js/"+(({583:"r1v",14245:"highlighter"})[r]||r)+"."+({583:"9c1f00aa"})[r]+".js"';

describe('chunkFilesById', () => {
  it("accepts a runtime that names chunk files after their ids and the build's hash", () => {
    expect(runtimeProblem(byIdAndBuild)).toBeUndefined();
  });

  it('refuses a runtime that maps ids to hashes or names, names files another way, or not at all', () => {
    expect(runtimeProblem(byIdAndContent)).toMatch(/still maps chunk ids to names or hashes/);
    expect(runtimeProblem(byName)).toMatch(/still maps chunk ids/);
    expect(runtimeProblem('o.u=r=>"assets/js/"+r+".js"')).toMatch(/names chunk files another way/);
    expect(runtimeProblem('o.x=1')).toMatch(/no chunk file name function/);
  });
});
