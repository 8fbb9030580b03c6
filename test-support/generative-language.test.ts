/** @jest-environment node */
import { DraftDeclined, draftedText, draftRequest } from '@/admin/drafting/draft-request';
import { answerProblems, blockReasons, errorProblems, finishReasons, requestProblems } from './generative-language';

const request = () => draftRequest('pt', { names: 'Rita & Nuno', place: 'na Quinta da Luz' }, '/9j/4AAQSkZJRgABAQ==');

describe('requestProblems (the Generative Language API’s published GenerateContentRequest)', () => {
  it('accepts the editor’s request for a draft', () => {
    expect(requestProblems(request())).toEqual([]);
  });

  it('rejects a malformed request, naming what is wrong', () => {
    const { generationConfig, ...withoutConfig } = request();
    expect(requestProblems({ ...withoutConfig, generationConfig: { ...generationConfig, maxTokens: 100 } })).toEqual([
      'generationConfig.maxTokens is not a field of GenerationConfig',
    ]);
    expect(requestProblems({ ...request(), system_prompt: 'x' })).toEqual([
      'system_prompt is not a field of GenerateContentRequest',
    ]);
    expect(requestProblems({ ...request(), contents: [{ role: 'user', parts: [{ image: 'AAAA' }] }] })).toEqual([
      'contents[0].parts[0].image is not a field of Part',
    ]);
    expect(
      requestProblems({
        ...request(),
        contents: [{ parts: [{ inlineData: { mimeType: 'image/jpeg', data: 'not base64!' } }] }],
      }),
    ).toEqual(['contents[0].parts[0].inlineData.data should be base64 bytes']);
    expect(
      requestProblems({
        ...request(),
        contents: [{ parts: [{ text: 'a', inlineData: { mimeType: 'image/jpeg', data: 'AAAA' } }] }],
      }),
    ).toEqual(['contents[0].parts[0] sets more than one of data']);
    expect(requestProblems({ ...request(), generationConfig: { maxOutputTokens: '512 tokens' } })).toEqual([
      'generationConfig.maxOutputTokens should be an integer',
    ]);
    expect(requestProblems({ ...request(), generationConfig: { mediaResolution: 'MEDIA_RESOLUTION_HUGE' } })).toEqual([
      "generationConfig.mediaResolution is not one of MediaResolution's values",
    ]);
    expect(requestProblems({ systemInstruction: request().systemInstruction })).toEqual(['contents is required']);
    expect(requestProblems('{"contents": []}')).toEqual(['the body should be a GenerateContentRequest object']);
  });
});

describe('answerProblems (the published GenerateContentResponse)', () => {
  it('accepts an answer as the service gives it, and a blocked prompt', () => {
    expect(
      answerProblems({
        candidates: [
          { content: { role: 'model', parts: [{ text: 'A noiva a sorrir.' }] }, finishReason: 'STOP', index: 0 },
        ],
        usageMetadata: { promptTokenCount: 1400, candidatesTokenCount: 12, totalTokenCount: 1412 },
        modelVersion: 'gemini-3.5-flash-lite',
        responseId: 'abc',
      }),
    ).toEqual([]);
    expect(answerProblems({ promptFeedback: { blockReason: 'SAFETY' } })).toEqual([]);
  });

  it('rejects an answer the service would never give', () => {
    expect(answerProblems({ candidates: [{ text: 'A noiva.' }] })).toEqual([
      'candidates[0].text is not a field of Candidate',
    ]);
    expect(answerProblems({ candidates: [{ finishReason: 'DONE' }] })).toEqual([
      "candidates[0].finishReason is not one of FinishReason's values",
    ]);
  });

  it('gives the drafting every ending the description knows: only a finished sentence is a draft', () => {
    const accepted = finishReasons().filter((finishReason) => {
      const answer = { candidates: [{ content: { parts: [{ text: 'A noiva.' }] }, finishReason }] };
      expect(answerProblems(answer)).toEqual([]);
      try {
        return draftedText(answer) === 'A noiva.';
      } catch (declined) {
        expect(declined).toBeInstanceOf(DraftDeclined);
        return false;
      }
    });
    expect(accepted).toEqual(['STOP']);
    for (const blockReason of blockReasons()) {
      expect(() => draftedText({ promptFeedback: { blockReason } })).toThrow(DraftDeclined);
    }
  });
});

describe('errorProblems (Google’s error body: a google.rpc.Status under error)', () => {
  it('accepts an error as the service gives it', () => {
    expect(
      errorProblems({
        error: {
          code: 402,
          message: 'Your prepayment credits are depleted.',
          status: 'RESOURCE_EXHAUSTED',
          details: [
            { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'BILLING', domain: 'googleapis.com' },
          ],
        },
      }),
    ).toEqual([]);
    expect(errorProblems({ error: { code: 404, message: 'Not found.', status: 'NOT_FOUND' } })).toEqual([]);
  });

  it('rejects an error body the service would never give', () => {
    expect(errorProblems({ message: 'nope' })).toEqual([
      'message is not part of an error body',
      'error should be a google.rpc.Status object',
    ]);
    expect(errorProblems({ error: { code: 402.5, message: 'x', status: 'RESOURCE_EXHAUSTED', reason: 'x' } })).toEqual([
      'error.code should be an integer',
      'error.reason is not a field of Status',
    ]);
    expect(errorProblems({ error: { code: 400, message: 'x', status: 400, details: [{ reason: 'x' }] } })).toEqual([
      'error.status should be a code name',
      'error.details[0] should be an Any with its @type',
    ]);
  });
});
