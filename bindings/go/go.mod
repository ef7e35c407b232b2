module bn254/bindings/go

go 1.19
