// expected-error: 2:1: 'func.func' op symbol declaration cannot have public visibility
func.func @decl(f32) -> f32