/** @module pb_data/storage as a blob store compatible with gocloud's fileblob (to be implemented). */
import type { Readable } from "node:stream";
import type { BlobAttributes, FileStorage } from "./file-storage.ts";

export class LocalStorage implements FileStorage {
  readonly root: string;
  constructor(root: string) {
    this.root = root;
  }
  async put(_key: string, _data: Buffer, _contentType: string, _originalName: string | null): Promise<void> {
    throw new Error("not implemented");
  }
  async attributes(_key: string): Promise<BlobAttributes | null> {
    return null;
  }
  async read(_key: string): Promise<Readable> {
    throw new Error("not implemented");
  }
  async delete(_key: string): Promise<void> {}
  async deletePrefix(_prefix: string): Promise<void> {}
  async list(_prefix: string): Promise<string[]> {
    return [];
  }
}
