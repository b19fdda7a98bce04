import {describe, expect, it} from 'vitest';
import {REMOVE_WORDS_IF_NO_RESULTS} from '../enums';
import {PARAMS, SETTINGS, validateSettingValues} from '../paramKinds';
import {parseSearchParams} from '../params';

const messageOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

describe('one table for parameters and settings', () => {
  it('gives a name that is both a parameter and a setting the same kind', () => {
    for (const name of ['removeWordsIfNoResults', 'queryType', 'exactOnSingleWordQuery', 'typoTolerance', 'distinct', 'optionalWords']) {
      expect(SETTINGS[name], name).toBe(PARAMS[name]);
    }
  });

  it('accepts and refuses the same enum values as a setting and as a parameter', () => {
    for (const value of REMOVE_WORDS_IF_NO_RESULTS) {
      expect(() => validateSettingValues({removeWordsIfNoResults: value})).not.toThrow();
      expect(parseSearchParams({removeWordsIfNoResults: value}).removeWordsIfNoResults).toBe(value);
    }
    expect(messageOf(() => validateSettingValues({removeWordsIfNoResults: 'some'}))).toBe(
      'Invalid value for setting "removeWordsIfNoResults": expected "none", "lastWords", "firstWords" or "allOptional"',
    );
    expect(messageOf(() => parseSearchParams({removeWordsIfNoResults: 'some'}))).toBe(
      'Invalid value for "removeWordsIfNoResults": expected one of "none", "lastWords", "firstWords", "allOptional"',
    );
  });

  it('checks stored settings strictly where a request may send text', () => {
    // A `params` string sends numbers and lists as text; stored settings are JSON and must be typed.
    expect(parseSearchParams({hitsPerPage: '20'}).hitsPerPage).toBe(20);
    expect(messageOf(() => validateSettingValues({hitsPerPage: '20'}))).toBe('Invalid value for setting "hitsPerPage": expected a non-negative integer');
    expect(messageOf(() => validateSettingValues({optionalWords: 'a,b'}))).toBe('Invalid value for setting "optionalWords": expected a list of strings');
    expect(messageOf(() => validateSettingValues({attributeForDistinct: '__proto__'}))).not.toBe('no error');
    expect(() => validateSettingValues({hitsPerPage: null, unknownSetting: 'kept'})).not.toThrow();
  });
});
