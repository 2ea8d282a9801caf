/** Tools of their own for the tests, added and read through the API. */
import { randomUUID } from 'node:crypto';
import type { Tool } from '../../functions/catalog/contract/tool.js';
import { callApi } from './api-client.js';

export interface NewTool {
  name: string;
  desc: string;
  available: number;
  minimum: number;
  price: number;
  img: string;
  lowStockThreshold?: number;
  category?: string;
  priceBreaks?: { minQuantity: number; unitPrice: number }[];
  sku?: string;
  orderMultiple?: number;
  maxPerOrder?: number;
}

/** POST /addaproduct as the admin; returns the new tool's id. */
export async function addTool(adminToken: string, fields: Partial<NewTool> = {}): Promise<string> {
  const tool: NewTool = {
    name: `Test Torque Wrench ${randomUUID().slice(0, 8)}`,
    desc: 'A tool that only the integration tests order.',
    available: 500,
    minimum: 10,
    price: 12.35,
    img: '/images/tools/wrench.svg',
    ...fields,
  };
  const response = await callApi<{ insertedId?: string }>('POST', '/addaproduct', { auth: adminToken, body: tool });
  if (response.status !== 201 || !response.body.insertedId) {
    throw new Error(`POST /addaproduct answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return response.body.insertedId;
}

/** GET /purchase/{id}: the tool as stored now. */
export async function readTool(id: string): Promise<Tool> {
  const response = await callApi<{ tool: Tool }>('GET', `/purchase/${encodeURIComponent(id)}`);
  if (response.status !== 200) throw new Error(`GET /purchase/${id} answered ${response.status}`);
  return response.body.tool;
}
